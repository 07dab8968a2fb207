PAGES = (
    ("Controls", "LEFT/RIGHT: how many\nA: take them\nB: take back\nHold B: menu"),
    ("The game", "Take 1 to 3 stones in turn; the last stone wins."),
    ("Levels", "Easy takes at random; Perfect leaves a multiple of four."),
)
