import pandas as pd

df = pd.read_csv("data/prices.csv", sep=";", parse_dates=["day"])
print(df.price.sum(), df["day"].dt.year.iloc[0])
rows = pd.read_json("rows.json", orient="records")
print(rows["qty"].sum())
# Columns named with dots, as data files name them, are the file's too.
air = pd.read_csv("data/air_long.csv")
air = air[["date.utc", "location", "value"]]
print(air["date.utc"].iloc[0])
# Columns named by position: a file without a header, four columns wide.
wide = pd.read_csv("wide.csv", header=None, parse_dates=[[1, 2], [1, 3]], keep_date_col=True)
print(wide[3].iloc[0])
# The same, the spec held in a name, as a dict of combinations.
spec = {"nominal": [1, 2], "actual": [1, 4]}
spanned = pd.read_csv("spanned.csv", header=None, parse_dates=spec)
print(spanned["nominal"].iloc[0])
# Columns a query expression reads are the file's too.
bb = pd.read_csv("data/baseball.csv", index_col="id")
print(bb.query("h > 0 and year >= 2000").shape)
