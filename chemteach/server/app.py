"""The table server's Solara app: its pages and its own layout (`chemteach serve` loads
this module; students open "/", the teacher "/teacher", the class screen "/projector")."""

from __future__ import annotations

import solara

from .pages import Layout, ProjectorPage, StudentPage, TeacherPage

routes = [
    solara.Route(path="/", component=StudentPage, label="Join", layout=Layout),
    solara.Route(path="teacher", component=TeacherPage, label="Teacher"),
    solara.Route(path="projector", component=ProjectorPage, label="Projector"),
]
