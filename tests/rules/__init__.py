"""Tests of the rules engine (game/rules)."""
