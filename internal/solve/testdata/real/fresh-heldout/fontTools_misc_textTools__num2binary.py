# fontTools.misc.textTools.num2binary as written, with what it needs from its module.
# Source: /usr/lib/python3/dist-packages/fontTools/misc/textTools.py (Debian-packaged Python library), lines 61-77.
# Extracted by scripts/extract-real.py (issue 19's real-code check set).

def num2binary(l, bits=32):
	items = []
	binary = ""
	for i in range(bits):
		if l & 0x1:
			binary = "1" + binary
		else:
			binary = "0" + binary
		l = l >> 1
		if not ((i+1) % 8):
			items.append(binary)
			binary = ""
	if binary:
		items.append(binary)
	items.reverse()
	assert l in (0, -1), "number doesn't fit in number of bits"
	return ' '.join(items)
