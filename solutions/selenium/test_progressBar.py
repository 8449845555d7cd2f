# Progress Bar: stop a timed process at a value, reacting inside the page (MutationObserver).
import re

from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait

BAR = (By.CSS_SELECTOR, '[role="progressbar"]')
RESULT = (By.CSS_SELECTOR, '[role="status"]')


def button(name):
    return (By.XPATH, f'//button[normalize-space()="{name}"]')


def test_stop_the_bar_as_close_to_75_as_possible(driver, base_url):
    driver.get(f"{base_url}/progressBar")
    wait = WebDriverWait(driver, 10)
    stop = wait.until(EC.element_to_be_clickable(button("Stop")))
    # Selenium has no clock to hold, and a poll from outside can miss a step on a busy machine:
    # let the page itself click Stop the moment the bar reaches 75 (a MutationObserver).
    driver.execute_script(
        """
        const [bar, stop] = arguments;
        new MutationObserver((changes, observer) => {
          if (bar.getAttribute('aria-valuenow') === '75') { observer.disconnect(); stop.click(); }
        }).observe(bar, { attributes: true, attributeFilter: ['aria-valuenow'] });
        """,
        driver.find_element(*BAR),
        stop,
    )
    driver.find_element(*button("Start")).click()

    WebDriverWait(driver, 30).until(EC.text_to_be_present_in_element(RESULT, "Result: stopped at"))
    distance = int(re.search(r"distance from 75%: (\d+)$", driver.find_element(*RESULT).text).group(1))
    assert distance == 0
