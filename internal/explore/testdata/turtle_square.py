import turtle

t = turtle.Turtle()
t.speed(0)
for _ in range(4):
    t.forward(50)
    t.left(90)
print(t.position())
turtle.done()
print("done")
