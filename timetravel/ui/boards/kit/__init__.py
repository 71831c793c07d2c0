"""The board kit: what every game's board view is built from.

- targets: `Target`, a spot on the table tied to the legal action a click there means; `ActionIndex`
- caches: `SurfaceCache` for pictures made once, `fit_text` / `wrap_text` for measured text
- anims: `Flight`, `Flip`, `Turn` card animations and `Slide` (a piece along a path), each naming
  what it `hides` on the still table
- track: spaces laid along a path (`helix()`, `line()`), hit-tested frontmost first
- grid: `SquareGrid`, a board of squares on screen (fitted to an area, turned for the far side)
- panorama: `Panorama`, a row of face-down cards whose backs form one picture (T.I.M.E Stories)
- pictures: the registry of each board's `pictures.py` (components drawn for the rules screen),
  `sample_match` and `board_snapshot` (a board view drawing a sample match, to cut pieces from)
- board: `KitBoard`, the BoardView base of every game's board (Rocket's, El Ministerio's, Time
  Arena's, T.I.M.E Stories', Time Division's and the template's): the context's typed view checked
  against the board's view type, layout, the still table painted by the board's `paint_table` and
  kept until what it shows changes, each frame's outlines, animations, held dice and the hover zoom
  (ui/widgets/card_zoom.py's HoverZoom), a step's opening (the views before and after, the board's
  `follow` and `direct`), click targets, pictures warmed one per frame
"""
