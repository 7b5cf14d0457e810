# Extracted from ./cpython/Lib/sunau.py
if self._encoding == AUDIO_FILE_ENCODING_MULAW_8:
    exit('ULAW')
elif self._encoding == AUDIO_FILE_ENCODING_ALAW_8:
    exit('ALAW')
else:
    exit('NONE')
