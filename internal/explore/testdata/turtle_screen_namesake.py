screen.bgpic()
screen.bgpic("landscape.gif")
screen.bgpic()
