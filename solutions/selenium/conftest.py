"""Shared fixtures: the site's base URL and a headless Chrome driver for each test."""

import os
import shutil

import pytest
from selenium import webdriver
from selenium.webdriver.chrome.service import Service


@pytest.fixture(scope="session")
def base_url():
    # Run against any copy of the site: BASE_URL (default http://localhost:3000).
    return os.environ.get("BASE_URL", "http://localhost:3000").rstrip("/")


@pytest.fixture
def chrome_arguments():
    # Extra Chrome switches: a test module overrides this fixture (see test_cameraPage.py).
    return []


@pytest.fixture
def chrome_capabilities():
    # Extra capabilities: a test module overrides this fixture (see test_consoleErrors.py).
    return {}


@pytest.fixture
def chrome_prefs():
    # Chrome preferences: a test module overrides this fixture (see test_localeTimezone.py).
    return {}


@pytest.fixture
def chrome_binary():
    # The browser: CHROME_BINARY (npm run test:selenium names Debian's headless shell when
    # installed), else Debian's Chromium. A module needing the full browser overrides this fixture
    # (see test_pdfPreview.py).
    return os.environ.get("CHROME_BINARY") or "/usr/bin/chromium"


@pytest.fixture
def driver(chrome_binary, chrome_arguments, chrome_capabilities, chrome_prefs):
    options = webdriver.ChromeOptions()
    options.add_argument("--headless=new")
    options.add_argument("--window-size=1280,900")
    # Needed when Chrome runs as root (containers, CI); harmless otherwise.
    options.add_argument("--no-sandbox")
    for argument in chrome_arguments:
        options.add_argument(argument)
    for name, value in chrome_capabilities.items():
        options.set_capability(name, value)
    if chrome_prefs:
        options.add_experimental_option("prefs", chrome_prefs)
    # Without the chosen browser installed, Selenium Manager finds one.
    if os.path.exists(chrome_binary):
        options.binary_location = chrome_binary
    chromedriver = shutil.which("chromedriver") or "/usr/bin/chromedriver"
    service = Service(chromedriver) if os.path.exists(chromedriver) else Service()
    driver = webdriver.Chrome(options=options, service=service)
    yield driver
    driver.quit()
