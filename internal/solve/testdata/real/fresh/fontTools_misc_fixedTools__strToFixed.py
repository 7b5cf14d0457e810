# fontTools.misc.fixedTools.strToFixed as written, with what it needs from its module.
# Source: /usr/lib/python3/dist-packages/fontTools/misc/fixedTools.py (Debian-packaged Python library), lines 20-20, 141-158.
# Extracted by scripts/extract-real.py (issue 19's real-code check set).

from fontTools.misc.roundTools import otRound, nearestMultipleShortestRepr

def strToFixed(string, precisionBits):
	"""Converts a string representing a decimal float to a fixed-point number.

	Args:
		string (str): A string representing a decimal float.
		precisionBits (int): Number of precision bits, *up to a maximum of 16*.

	Returns:
		int: Fixed-point representation.

	Examples::

		>>> ## to convert a float string to a 2.14 fixed-point number:
		>>> strToFixed('-0.61884', precisionBits=14)
		-10139
	"""
	value = float(string)
	return otRound(value * (1 << precisionBits))
