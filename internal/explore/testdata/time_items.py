import datetime
from functools import partial

import pandas as pd

# Items added to a duration are dates: a date index (an int refuses
# pd.Timedelta).
df.at[dates[-1] + pd.Timedelta("1 day"), 0] = 7
print(df)
# Elements beside the datetime module's duration: its dates.
for day in days:
    print(day + datetime.timedelta(hours=1))


# Grouped through a partial of a function of the snippet's own that reads
# a Timestamp field of the label it is handed: the labels are dates.
def floor(t, step):
    return pd.Timestamp((t.value // step) * step)


print(ts.groupby(partial(floor, step=3 * 86400 * 10**9)).sum())
