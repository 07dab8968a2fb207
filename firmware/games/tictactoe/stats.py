"""Tic-tac-toe's page of the launcher's Stats: the table of levels with the games drawn
(review 50: wins and runs only, no losses, no draws)."""
from firmware.ui.stats_page import with_draws as lines  # noqa: F401 (the page's lines)
