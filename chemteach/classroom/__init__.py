"""The classroom around the games: lesson plans teachers edit, their exit-ticket quizzes,
and the results a teacher reads."""

from .notes import teacher_notes
from .quiz import Quiz, QuizError, QuizQuestion, load_quiz
from .setup import about_lesson, lesson_rules

__all__ = ["Quiz", "QuizError", "QuizQuestion", "load_quiz", "about_lesson",
           "lesson_rules", "teacher_notes"]
