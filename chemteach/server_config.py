"""The one place that holds the settings of the server the kit runs: `chemteach lab`,
`python3 kit.py lab`, Binder, a school's hub and the browser tests all use this folder.

`chemteach/jupyter_config/` is a Jupyter config folder:
- `jupyter_server_config.json` (+ `.py`): JupyterLab's server runs jupytext's and Voila's
  extensions, so a lesson (Markdown) opens as a notebook and as an app; the app leaves out
  the cells tagged `lab-only`; kernels idle for 15 minutes with no page connected are shut
  down; saved notebooks keep no widget views (chemteach/notebook_outputs.py); the app page
  loads no JupyterLab-only extension (jupytext's) and typesets with the MathJax it ships (no
  CDN); closing an app page frees its kernel at once (chemteach/voila_pages.py); the
  contents manager is jupytext's, giving a lesson the language_info its kernel will report,
  so a lesson does not open marked unsaved (chemteach/classroom/contents.py).
- `voila.json` (+ `.py`): the same app settings for a stand-alone `voila` (no lessons: it
  cannot read Markdown as a notebook).
- `labconfig/default_setting_overrides.json`: JupyterLab opens Markdown as a Jupytext
  Notebook on a double click, so a lesson opens as a notebook, not in the text editor.

A server reads them when the folder is on `JUPYTER_CONFIG_PATH` (`server_env`: the kit's
own commands and tests do that), or once they are copied into one of the server's config
folders (`python -m chemteach.server_config install DIR`: Binder's postBuild, a hub admin).
"""

from __future__ import annotations

import argparse
import filecmp
import os
import shutil
import sys
from collections.abc import Mapping, Sequence
from pathlib import Path

#: The kit's Jupyter config folder (shipped inside the package).
CONFIG_DIR = Path(__file__).resolve().parent / "jupyter_config"
#: Where `chemteach lab` opens, relative to the kit's folder (the server's root).
INDEX = "notebooks/index.ipynb"


def config_files() -> list[Path]:
    """The kit's config files, relative to CONFIG_DIR, in a stable order."""
    return sorted(p.relative_to(CONFIG_DIR) for p in CONFIG_DIR.rglob("*")
                  if p.is_file() and "__pycache__" not in p.parts)


def server_env(env: Mapping[str, str]) -> dict[str, str]:
    """`env` with the kit's config folder first on JUPYTER_CONFIG_PATH (the user's own
    JUPYTER_CONFIG_DIR still wins over it, as Jupyter orders them)."""
    out = dict(env)
    paths = [p for p in out.get("JUPYTER_CONFIG_PATH", "").split(os.pathsep) if p]
    out["JUPYTER_CONFIG_PATH"] = os.pathsep.join(
        [str(CONFIG_DIR), *[p for p in paths if Path(p) != CONFIG_DIR]])
    return out


def lab_command(root: Path, extra: Sequence[str] = (), python: str | None = None) -> list[str]:
    """The `jupyter lab` command `chemteach lab` runs from the kit's folder `root`: the
    server's root is that folder, so addresses are `/lab/tree/notebooks/...` and
    `/voila/render/notebooks/...` as on Binder and a hub, and it opens on the index."""
    cmd = [python or sys.executable, "-m", "jupyter", "lab",
           f"--ServerApp.root_dir={root}", f"--LabApp.default_url=/lab/tree/{INDEX}"]
    if hasattr(os, "geteuid") and os.geteuid() == 0:  # Jupyter refuses root without this
        cmd.append("--ServerApp.allow_root=True")
    return [*cmd, *extra]


def install(target: Path) -> list[str]:
    """Copy the kit's config files into the Jupyter config folder `target` (made if
    missing). A different file already there is left alone and named in the returned
    problems: merge it by hand. Returns one line per problem (empty: all copied)."""
    problems = []
    for rel in config_files():
        source, dest = CONFIG_DIR / rel, target / rel
        if dest.exists() and not filecmp.cmp(source, dest, shallow=False):
            problems.append(f"{dest} exists and differs from {source}: merge the two by hand")
            continue
        dest.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(source, dest)
        print(f"{dest}")
    return problems


def main(argv: Sequence[str] | None = None) -> int:
    """`python -m chemteach.server_config path | install DIR`."""
    parser = argparse.ArgumentParser(
        prog="python -m chemteach.server_config",
        description="The kit's Jupyter server settings: print their folder, or copy them "
                    "into a Jupyter config folder (e.g. /etc/jupyter or ~/.jupyter).")
    sub = parser.add_subparsers(dest="command", required=True)
    sub.add_parser("path", help="print the folder that holds the kit's settings")
    inst = sub.add_parser("install", help="copy the settings into a Jupyter config folder")
    inst.add_argument("folder", help="the config folder (made if missing)")
    args = parser.parse_args(argv)
    if args.command == "path":
        print(CONFIG_DIR)
        return 0
    try:
        problems = install(Path(args.folder))
    except OSError as exc:
        print(f"could not write the settings into {args.folder}: {exc.strerror or exc}",
              file=sys.stderr)
        return 1
    for line in problems:
        print(line, file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    raise SystemExit(main())
