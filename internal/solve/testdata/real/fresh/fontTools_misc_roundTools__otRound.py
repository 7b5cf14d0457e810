# fontTools.misc.roundTools.otRound as written, with what it needs from its module.
# Source: /usr/lib/python3/dist-packages/fontTools/misc/roundTools.py (Debian-packaged Python library), lines 5-5, 21-42.
# Extracted by scripts/extract-real.py (issue 19's real-code check set).

import math

def otRound(value):
	"""Round float value to nearest integer towards ``+Infinity``.

	The OpenType spec (in the section on `"normalization" of OpenType Font Variations <https://docs.microsoft.com/en-us/typography/opentype/spec/otvaroverview#coordinate-scales-and-normalization>`_)
	defines the required method for converting floating point values to
	fixed-point. In particular it specifies the following rounding strategy:

		for fractional values of 0.5 and higher, take the next higher integer;
		for other fractional values, truncate.

	This function rounds the floating-point value according to this strategy
	in preparation for conversion to fixed-point.

	Args:
		value (float): The input floating-point value.

	Returns
		float: The rounded value.
	"""
	# See this thread for how we ended up with this implementation:
	# https://github.com/fonttools/fonttools/issues/1248#issuecomment-383198166
	return int(math.floor(value + 0.5))
