import numpy as np
import pandas as pd

ago = ts - pd.Timestamp("2020-01-01")
print(ago.dt.days.iloc[0])
print((tdi / np.timedelta64(1, "s")).sum(), tdi.astype("timedelta64[m]"))
