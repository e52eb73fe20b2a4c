# The stand-alone `voila` settings that JSON cannot hold (a function); the rest is in
# voila.json beside this file. chemteach/server_config.py says how they are used.
from chemteach.voila_pages import set_xsrf_cookie

c.VoilaConfiguration.prelaunch_hook = set_xsrf_cookie  # noqa: F821 - `c` is Jupyter's config
