import numpy as np
import pandas as pd

ago = ts - pd.Timestamp("2020-01-01")
print(ago.dt.days.iloc[0])
print((tdi / np.timedelta64(1, "s")).sum(), tdi.astype("timedelta64[m]"))
# Added to a date, subtracted from one, divided by its own first item:
# pandas' index of durations (a list concatenates, a date refuses a date).
print(spans + pd.Timestamp("2013-01-01"), (pd.Timestamp("2013-01-01") - spans).to_list(), spans / spans[0])
# Cast to periods and to dates: a Series of dates (numpy's array refuses
# period[D]).
print(months.astype("period[D]"), months.astype("datetime64[ns]"))
