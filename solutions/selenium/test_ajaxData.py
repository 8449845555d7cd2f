# AJAX Data: wait 15+ s for a label with an explicit wait, then click it.
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait

START = (By.XPATH, '//button[normalize-space()="Start AJAX request"]')
LABEL = (By.XPATH, '//li[normalize-space()="Data loaded from the server (request 1)."]')


def test_the_label_appears_after_the_server_answers(driver, base_url):
    driver.get(f"{base_url}/ajaxData")
    WebDriverWait(driver, 10).until(EC.element_to_be_clickable(START)).click()
    # The server answers after 15 s: the wait must allow more than that.
    label = WebDriverWait(driver, 25).until(EC.element_to_be_clickable(LABEL))
    label.click()
