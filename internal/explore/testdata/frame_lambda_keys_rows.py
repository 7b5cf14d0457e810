import numpy as np
import pandas as pd
scores = pd.read_csv("data/scores.csv", index_col="id")
(scores.groupby(["season", "club"]).sum(numeric_only=True)
    .loc[lambda df: df["runs"] > 1])
frame = pd.DataFrame(np.random.randn(40, 3), index=ts.index)
print(frame.cumsum().shape)
