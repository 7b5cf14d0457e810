# Nothing a fork could tell apart.
state = ["imported"]
