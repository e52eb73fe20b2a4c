"""Real-browser tests (JupyterLab in headless Chromium)."""
