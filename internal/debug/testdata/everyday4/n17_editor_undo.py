class Editor:
    def __init__(self):
        self.lines = []
        self.history = []

    def _checkpoint(self):
        self.history.append(self.lines)

    def type_line(self, text):
        self._checkpoint()
        self.lines.append(text)

    def delete_last(self):
        if self.lines:
            self._checkpoint()
            self.lines.pop()

    def undo(self):
        if self.history:
            self.lines = self.history.pop()


ed = Editor()
ed.type_line("Dear team,")
ed.type_line("the release moves to Friday.")
ed.type_line("Thanks")
ed.undo()
ed.type_line("Regards")
print(ed.lines)
assert ed.lines == ["Dear team,", "the release moves to Friday.", "Regards"]
