def f():
    fd(50)
    lt(90)

screen.onkey(f, "Up")
screen.listen()
f()
