"""The table server (`chemteach serve`, issue 22): one table, one game, each student at
their own screen, every page served by one process (Solara: a virtual kernel per page).

One job per module:
- `codes`: the tables' short join codes (letters and digits nobody misreads).
- `guard`: the locks: the teacher's secret, the per-connection move limit, typed names.
- `lessons`: a lesson's game and rules, found by the lesson's name.
- `registry`: the class's tables (UI-free): create, join, find, resume on restart, zip saves.
- `store`: the browser's memory of its seat (a tiny anywidget over localStorage).
- `qr`: the QR code of a table's join address (SVG, drawn by segno).
- `pages`, `app`: the Solara pages (teacher, student, projector) and their layout.
- `run`: starting the server in-process (production mode, no CDN, own settings).

The registry never imports UI code (DESIGN.md, "Tables and seats"); the pages show each
seat with `chemteach.widgets.seat_view`, the notebook's own views.
"""
