# A host and a port: one text, one number, and the host one this machine
# resolves with no network.
s = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
s.bind((HOST, PORT))
print(s.getsockname()[0])
s.close()
