"""The board kit: what every game's board view is built from.

- targets: `Target`, a spot on the table tied to the legal action a click there means; `ActionIndex`
- views: `ViewCache`, the viewer's typed observation, rebuilt only when the state or viewer changes
- caches: `SurfaceCache` for pictures made once, `fit_text` / `wrap_text` for measured text
- anims: `Flight`, `Flip`, `Turn` card animations, each naming what it `hides` on the still table
- zoom: the enlarged hover card (ui/widgets/card_zoom.py) as boards use it
"""
