# Checks called for what they raise, their answers unused: the body goes
# on only with values the real functions accept.
simplefilter(action)
print("filtering:", action)
if action == "ignore":
    print("quiet")
literal_eval(token)
print("token:", token[1:-1])
