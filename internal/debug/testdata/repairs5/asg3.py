# op: ASG (a comparison as a statement where an assignment was meant)
class Lamp:
    def __init__(self):
        self.state = "off"


def switch(lamp, state):
    lamp.state == state
    return lamp


assert switch(Lamp(), "on").state == "on"
