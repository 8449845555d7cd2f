# Visibility: what Selenium's is_displayed() reports for each way of hiding, and what it can click.
import pytest
from selenium.common.exceptions import ElementClickInterceptedException, WebDriverException
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait

HIDE = (By.XPATH, "//button[normalize-space()='Hide']")
STATUS = (By.CSS_SELECTOR, "[role='status']")


def test_each_hiding_technique_as_selenium_sees_it(driver, base_url):
    driver.get(f"{base_url}/visibility")
    wait = WebDriverWait(driver, 10)
    wait.until(EC.element_to_be_clickable(HIDE)).click()

    assert driver.find_elements(By.ID, "removedButton") == []
    # Selenium's visibility atom counts zero opacity and a box at negative coordinates (which
    # no scrolling can reach) as hidden, besides display, visibility and zero size.
    for hidden in [
        "displayNoneButton",
        "visibilityHiddenButton",
        "zeroSizeButton",
        "opacityButton",
        "offscreenButton",
    ]:
        assert not driver.find_element(By.ID, hidden).is_displayed(), hidden
    # It does not look at what lies on top: the covered button is "displayed".
    assert driver.find_element(By.ID, "coveredButton").is_displayed()

    # The real pointer lands on the cover, so the click is refused.
    with pytest.raises(ElementClickInterceptedException):
        driver.find_element(By.ID, "coveredButton").click()
    # Off-screen cannot be scrolled into view at -9999 px.
    with pytest.raises(WebDriverException):
        driver.find_element(By.ID, "offscreenButton").click()
    assert driver.find_element(*STATUS).text == ""
