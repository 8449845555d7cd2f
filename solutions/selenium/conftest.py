"""Shared fixtures: the site's base URL and a headless Chrome driver for each test."""

import os
import shutil

import pytest
from selenium import webdriver
from selenium.common.exceptions import WebDriverException
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
def full_browser():
    # A module that needs what only the full Chromium has (its fake camera and microphone, its PDF
    # viewer) overrides this with True (see test_cameraPage.py).
    return False


# Debian's headless shell of the same Chromium, where installed: it renders pages as the full
# browser does, without its window machinery, at about half the CPU (docs/testing.md).
HEADLESS_SHELL = "/usr/bin/chromium-headless-shell"


def new_chrome(arguments=(), capabilities=None, prefs=None, full_browser=False):
    """A headless Chrome: for a browser of a test's own beside the `driver` fixture's."""
    options = webdriver.ChromeOptions()
    options.add_argument("--headless=new")
    options.add_argument("--window-size=1280,900")
    # Needed when Chrome runs as root (containers, CI); harmless otherwise.
    options.add_argument("--no-sandbox")
    for argument in arguments:
        options.add_argument(argument)
    for name, value in (capabilities or {}).items():
        options.set_capability(name, value)
    if prefs:
        options.add_experimental_option("prefs", prefs)
    # Debian's Chromium and ChromeDriver where installed; otherwise Selenium Manager finds a browser.
    if not full_browser and os.path.exists(HEADLESS_SHELL):
        options.binary_location = HEADLESS_SHELL
    elif os.path.exists("/usr/bin/chromium"):
        options.binary_location = "/usr/bin/chromium"
    chromedriver = shutil.which("chromedriver") or "/usr/bin/chromedriver"
    service = Service(chromedriver) if os.path.exists(chromedriver) else Service()
    return webdriver.Chrome(options=options, service=service)


def quit_chrome(driver):
    """Ends the browser, then its driver: `quit()` alone leaves the headless shell running."""
    try:
        # The browser closes itself; the driver then reports the tab it lost, as expected here.
        driver.execute_cdp_cmd("Browser.close", {})
    except WebDriverException:
        pass
    driver.quit()


@pytest.fixture
def driver(chrome_arguments, chrome_capabilities, chrome_prefs, full_browser):
    driver = new_chrome(chrome_arguments, chrome_capabilities, chrome_prefs, full_browser)
    yield driver
    quit_chrome(driver)
