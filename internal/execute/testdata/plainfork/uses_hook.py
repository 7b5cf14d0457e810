# unstuck explore, node 1
import pfhook
if pfhook.state[0] == "cold":
    print("no hook ran")
