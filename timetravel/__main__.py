import sys

from timetravel.cli import main

sys.exit(main())
