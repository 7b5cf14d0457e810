def tick():
    print("tick")

t = Timer(0.01, tick)
t.start()
t.join()
print("done")
