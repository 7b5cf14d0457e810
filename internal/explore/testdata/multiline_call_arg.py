df = pd.read_csv(
    "tmp.csv", header=None, parse_dates=date_spec, date_parser=pd.to_datetime
)
df
