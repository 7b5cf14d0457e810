print("possible 1")
import os, re, datetime, fractions, collections, pathlib
try:
    if isinstance(path5, pathlib.Path) and path5.exists() and not os.path.exists(path5):
        print("IMPOSSIBLE a path that exists one way only")
except Exception:
    pass
try:
    if isinstance(path6, pathlib.Path) and path6.is_file() and path6.is_dir():
        print("IMPOSSIBLE a path both file and directory")
except Exception:
    pass
try:
    if isinstance(path7, pathlib.Path) and path7.suffix and not path7.name.endswith(path7.suffix):
        print("IMPOSSIBLE a suffix the name does not end with")
except Exception:
    pass
try:
    if isinstance(day6, datetime.date) and day6.isoweekday() != day6.weekday() + 1:
        print("IMPOSSIBLE two weekday numberings disagree")
except Exception:
    pass
try:
    if isinstance(day7, datetime.date) and day7.replace(day=1).day != 1:
        print("IMPOSSIBLE a first of the month that is not the first")
except Exception:
    pass
try:
    if isinstance(gap, datetime.timedelta) and abs(gap.total_seconds() - (gap.days * 86400 + gap.seconds + gap.microseconds / 1e6)) > 1e-3:
        print("IMPOSSIBLE total seconds against its parts")
except Exception:
    pass
try:
    if isinstance(ratio, fractions.Fraction) and ratio.numerator != ratio * ratio.denominator:
        print("IMPOSSIBLE a fraction that is not its numerator over its denominator")
except Exception:
    pass
try:
    if isinstance(tally, collections.Counter) and tally and tally.most_common(1)[0][1] != max(tally.values()):
        print("IMPOSSIBLE a most common that is not the most")
except Exception:
    pass
try:
    if isinstance(window, collections.deque) and window.maxlen is not None and len(window) > window.maxlen:
        print("IMPOSSIBLE a deque beyond its bound")
except Exception:
    pass
try:
    if isinstance(hit, re.Match) and hit.group(0) != hit.string[hit.start():hit.end()]:
        print("IMPOSSIBLE a match that is not its span")
except Exception:
    pass
try:
    if isinstance(pat, re.Pattern) and pat.pattern == "a+" and pat.fullmatch("b"):
        print("IMPOSSIBLE a+ matching b")
except Exception:
    pass
try:
    if isinstance(od, collections.OrderedDict) and list(od) != list(od.keys()):
        print("IMPOSSIBLE an ordered dict in two orders")
except Exception:
    pass
try:
    if isinstance(dd, collections.defaultdict) and dd.default_factory is list and not isinstance(dd["missing"], list):
        print("IMPOSSIBLE a default that is not its factory's")
except Exception:
    pass
try:
    import pandas as pd
    if isinstance(frame, pd.DataFrame) and len(frame) != frame.shape[0]:
        print("IMPOSSIBLE a frame with two lengths")
except Exception:
    pass
try:
    import pandas as pd
    if isinstance(frame2, pd.DataFrame) and frame2.empty and len(frame2.index) > 0 and len(frame2.columns) > 0:
        print("IMPOSSIBLE an empty frame with rows and columns")
except Exception:
    pass
try:
    import pandas as pd
    if isinstance(col, pd.Series) and len(col) != col.size:
        print("IMPOSSIBLE a series with two sizes")
except Exception:
    pass
try:
    import numpy as np
    if isinstance(arr, np.ndarray) and arr.size != len(arr.ravel()):
        print("IMPOSSIBLE an array with two sizes")
except Exception:
    pass
try:
    import numpy as np
    if isinstance(arr2, np.ndarray) and arr2.ndim != len(arr2.shape):
        print("IMPOSSIBLE dimensions against shape")
except Exception:
    pass
try:
    if isinstance(when8, datetime.datetime) and when8.date() != datetime.date(when8.year, when8.month, when8.day):
        print("IMPOSSIBLE a date part that is another date")
except Exception:
    pass
try:
    if isinstance(when9, datetime.datetime) and when9.strftime("%Y") != str(when9.year).zfill(4):
        print("IMPOSSIBLE a year formatted as another")
except Exception:
    pass
print("possible 2")
