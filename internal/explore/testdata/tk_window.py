import tkinter as tk

root = tk.Tk()
root.title("Example")
label = tk.Label(root, text="Hello")
label.pack()


def on_close():
    print("closing", label.cget("text"))
    root.destroy()


root.protocol("WM_DELETE_WINDOW", on_close)
root.mainloop()
print("window closed")
