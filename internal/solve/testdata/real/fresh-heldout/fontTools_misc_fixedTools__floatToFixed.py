# fontTools.misc.fixedTools.floatToFixed as written, with what it needs from its module.
# Source: /usr/lib/python3/dist-packages/fontTools/misc/fixedTools.py (Debian-packaged Python library), lines 20-20, 63-81.
# Extracted by scripts/extract-real.py (issue 19's real-code check set).

from fontTools.misc.roundTools import otRound, nearestMultipleShortestRepr

def floatToFixed(value, precisionBits):
	"""Converts a float to a fixed-point number given the number of
	precision bits.

	Args:
		value (float): Floating point value.
		precisionBits (int): Number of precision bits.

	Returns:
		int: Fixed-point representation.

	Examples::

		>>> floatToFixed(-0.61883544921875, precisionBits=14)
		-10139
		>>> floatToFixed(-0.61884, precisionBits=14)
		-10139
	"""
	return otRound(value * (1 << precisionBits))
