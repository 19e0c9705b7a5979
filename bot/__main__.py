from bot.cli import main

if __name__ == "__main__":  # extraction workers (forkserver) import this module as __mp_main__: no second CLI
    raise SystemExit(main())
