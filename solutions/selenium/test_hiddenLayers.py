# Hidden Layers: a click on a covered element raises ElementClickInterceptedException; click what is on top.
import pytest
from selenium.common.exceptions import ElementClickInterceptedException
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait

STATUS = (By.CSS_SELECTOR, "[role='status']")


def test_covered_green_button_cannot_be_clicked_again(driver, base_url):
    driver.get(f"{base_url}/hiddenLayers")
    wait = WebDriverWait(driver, 5)
    green = wait.until(EC.element_to_be_clickable((By.ID, "greenButton")))
    green.click()
    wait.until(
        EC.text_to_be_present_in_element(
            STATUS, "Green button clicked. A blue button now covers it."
        )
    )
    blue = wait.until(EC.element_to_be_clickable((By.ID, "blueButton")))

    # A real click lands on whatever is on top at that point: the blue button.
    with pytest.raises(ElementClickInterceptedException):
        green.click()
    assert "clicked again" not in driver.find_element(*STATUS).text

    blue.click()
    wait.until(EC.text_to_be_present_in_element(STATUS, "Blue button clicked."))
