import datetime

import pandas as pd

# Selected from by partial date strings and a datetime bound: a date index
# holding them.
print(ps["2011-01"])
print(ps[datetime.datetime(2011, 12, 25):])
print(ps["10/31/2011":"12/31/2011"])
# Grouped by a function of the labels' date fields.
print(ts.groupby(lambda x: x.year).transform("max"))
# Bounds of a slice of a time series.
print(ts[middle:end].sum())
# Converted between time zones: an aware index.
rng_eastern = rng_utc.tz_convert("US/Eastern")
print(rng_eastern.iloc[2])
# One flag per row for ambiguous times.
print(rng_hourly.tz_localize("US/Eastern", ambiguous=[True, True, False, False]))
# A plain label beside keys of several levels, and an IndexSlice.
print(dfmi.loc["A1", (slice(None), "foo")])
print(dfmi.loc[idx[:, :, ["C1", "C3"]], idx[:, "foo"]])
# Operands beside a date offset or a duration are dates or durations.
print(d + pd.offsets.YearEnd(month=6))
print(elapsed / pd.Timedelta("1s"))
print(pd.Timedelta("2 days") - gap)
print(when - datetime.timedelta(hours=1))
