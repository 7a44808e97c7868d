# SPDX-License-Identifier: Apache-2.0
"""The exceptions of the bornes module."""


class NotationError(ValueError):
    """A record or a position that the notation cannot read, or whose play breaks a rule.

    ``str(error)`` is ``file:line:column: message``; the parts are attributes: ``source``
    (the file's name, or ``"<position>"``), ``line`` and ``column`` (1-based), ``message``
    (in the language asked for), ``code`` (the stable code of the JSON schemas) and ``rule``
    (the rule or section cited, or ``""``).
    """

    def __init__(self, message, source, line, column, code, rule):
        super().__init__(f"{source}:{line}:{column}: {message}")
        self.message = message
        self.source = source
        self.line = line
        self.column = column
        self.code = code
        self.rule = rule
