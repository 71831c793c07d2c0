"""Entry script of the frozen app: the same command line as the installed `timetravel`."""

import sys

from timetravel.cli import main

if __name__ == "__main__":
    sys.exit(main())
