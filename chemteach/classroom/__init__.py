"""The classroom around the games: lesson plans, and the results a teacher reads."""
