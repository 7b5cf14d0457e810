# The snippet after a prefix whose stand-ins come before the package
# import (hoist_test.go): it prints what it sees of both.
frame = DataFrame({"a": [1, 2]})
if request.method:
    print("stub", request.method == request.method, n + 1)
if Stub._truth:
    print("truthy", len(frame))
else:
    print("falsy", len(frame), callback(1, k=2))
