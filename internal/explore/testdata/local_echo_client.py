import socket

HOST = "127.0.0.1"
PORT = 50917

with socket.create_connection((HOST, PORT)) as sock:
    sock.sendall(b"ping")
    answer = sock.recv(1024)
    if answer == b"ping":
        print("echoed")
