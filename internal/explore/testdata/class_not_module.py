today = datetime.now().date()
start = datetime.combine(today, time.min)
end = datetime.combine(today, time.max)
print(end - start)
