"""Connect Four's page of the launcher's Stats: the table of levels with the games drawn."""
from firmware.ui.stats_page import with_draws as lines  # noqa: F401 (the page's lines)
