ts[:2].resample("250L").asfreq()
ts[:2].resample("250L").ffill(limit=2)
frame["A"].resample("2D").sum()
