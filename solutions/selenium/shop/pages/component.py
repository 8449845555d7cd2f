# Practice Shop: what every page object shares: its driver, one explicit wait and the test hooks.
from urllib.parse import urlsplit

from selenium.common.exceptions import (NoSuchElementException, StaleElementReferenceException,
                                        TimeoutException)
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait

# Long enough for a busy machine; a step that fails waits this long. Speed has its own test (TC23).
TIMEOUT_SECONDS = 10


def hook(name):
    """The locator of an element by its test hook, `data-test="name"`."""
    return (By.CSS_SELECTOR, f'[data-test="{name}"]')


ALERT = (By.CSS_SELECTOR, '[role="alert"]')


class Component:
    """A part of the page with its driver, one explicit wait and elements found by their hooks."""

    def __init__(self, driver, base_url):
        self.driver = driver
        self.base_url = base_url
        # A view re-renders while it is read: an element found a moment ago may be gone.
        self.wait = WebDriverWait(driver, TIMEOUT_SECONDS, poll_frequency=0.1,
                                  ignored_exceptions=(NoSuchElementException,
                                                      StaleElementReferenceException))

    def alert(self):
        """The text of the view's alert (the server's message shown to the shopper)."""
        return self.wait.until(EC.visibility_of_element_located(ALERT), "no alert").text

    def _wait_for(self, condition, failure):
        """Waits until `condition()` holds; else fails with `failure`, where the browser is and
        the page's alert, if any (the server's message often says why a step failed)."""
        try:
            return self.wait.until(lambda _: condition())
        except TimeoutException:
            seen = f"the browser is at {urlsplit(self.driver.current_url).path}"
            if self.has_alert():
                seen += f', the alert says "{self.alert_text()}"'
            raise AssertionError(f"{failure} ({seen})") from None

    def has_alert(self):
        return bool(self.alert_text())

    def alert_text(self):
        """The text of the alert shown now, or None."""
        shown = [element.text for element in self.driver.find_elements(*ALERT)
                 if element.is_displayed() and element.text]
        return shown[0] if shown else None

    def _find(self, name):
        return self.wait.until(EC.visibility_of_element_located(hook(name)),
                               f'[data-test="{name}"] is not shown')

    def _find_present(self, name):
        """An element that may be styled out of sight (a radio drawn by its label)."""
        return self.wait.until(EC.presence_of_element_located(hook(name)),
                               f'[data-test="{name}"] is not on the page')

    def _find_all(self, name):
        return self.driver.find_elements(*hook(name))

    def _is_shown(self, name):
        return any(element.is_displayed() for element in self._find_all(name))

    def _text(self, name):
        return self._find(name).text

    def _click(self, name):
        self.wait.until(EC.element_to_be_clickable(hook(name)),
                        f'[data-test="{name}"] cannot be clicked').click()

    def _type(self, name, text):
        """Replaces the field's text by keys, as a user does (`clear()` passes React by)."""
        field = self._find(name)
        field.send_keys(Keys.CONTROL, "a")
        field.send_keys(Keys.BACKSPACE, text)

    def _answer_to(self, click, status_hook):
        """Does `click` and returns the page's answer to it: the text of its status (by hook) or
        of an alert that was not shown before the click."""

        def shown():
            return {element.text for locator in (hook(status_hook), ALERT)
                    for element in self.driver.find_elements(*locator)
                    if element.is_displayed() and element.text}

        before = shown()
        click()
        return self.wait.until(lambda _: next(iter(shown() - before), False),
                               "the page gave no answer")
