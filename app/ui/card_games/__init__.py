"""The card games' screens: one shared flow (``view.CardGameView``) and one small
subclass per game that turns its events and choices into table steps and prompts."""
