import pandas as pd

later = ts.shift(5, freq="D")
print(later.index[0].day, ts.resample("2D").sum().iloc[0])
